import Loop
